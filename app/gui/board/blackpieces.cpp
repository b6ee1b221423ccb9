#include "blackpieces.h"

QByteArray blackVariantSvg(const QByteArray &whiteSvg)
{
    // The piece set uses one body colour and one line colour (resources/pieces/*.svg).
    QByteArray svg = whiteSvg;
    svg.replace("#1b1b1b", "#000000");
    svg.replace("#fbfaf5", "#2e2e2e");
    svg.replace("#FBFAF5", "#2e2e2e");
    return svg;
}
