#!/usr/bin/env python3
"""Prototype of bounds for the army's clique engine, counted in nodes of the proof
(docs/army.md, "The cover" and "What is left"): the clique-partition bound (plain, the engine
before 29 Nov), the same with MaxSAT-style reductions by failed literals (ms), the split by the
bishops' diagonals (bishops), and the weighted clique cover (cover, the engine since 29 Nov).
Each run prints the root's bound first.

Usage: army-bound-prototype.py FILES RANKS [both|plain|ms|bishops|cover] [START]
       (both = plain and ms)

Bishops (16), kings (14) and knights (7) only, no rooks, no symmetry breaking; the vertices
in the engine's order (kind by value, cells from the rim inwards). START is the value to beat
(one below the optimum gives the proof's nodes). It measures the idea; it is not the engine.
"""
import sys, time
if len(sys.argv) < 3:
    sys.exit(__doc__)
try:
    N=int(sys.argv[1]); M=int(sys.argv[2])
except ValueError:
    sys.exit('FILES and RANKS must be whole numbers, e.g. 6 6')
if not (1 <= N <= 12 and 1 <= M <= 12):
    sys.exit('FILES and RANKS must be 1..12')
mode=sys.argv[3] if len(sys.argv)>3 else 'both'
if mode not in ('both','plain','ms','bishops','cover'):
    sys.exit('the third argument is both, plain, ms, bishops or cover, not ' + mode)
W={'B':16,'K':14,'N':7}
cells=[(r,f) for r in range(M) for f in range(N)]
def att(k,c,d):
    (r,f),(r2,f2)=c,d; dr,df=abs(r-r2),abs(f-f2)
    if k=='K': return max(dr,df)==1
    if k=='N': return {dr,df}=={1,2}
    if k=='B': return dr==df and dr>0
def conf(a,b): return a[1]==b[1] or att(a[0],a[1],b[1]) or att(b[0],b[1],a[1])
def rim(c):
    dx=2*c[1]-(N-1); dy=2*c[0]-(M-1); return dx*dx+dy*dy
# The engine's order: before the cover (plain, ms, bishops) kind by value, then cells from the
# rim inwards; with the cover (cover) cells from the rim inwards, on a cell kind by value.
if mode=='cover':
    V=[(k,c) for c in sorted(cells,key=lambda c:-rim(c)) for k in 'BKN']
else:
    V=[(k,c) for k in 'BKN' for c in sorted(cells,key=lambda c:-rim(c))]
n=len(V); w=[W[v[0]] for v in V]
adj=[0]*n
for i in range(n):
    for j in range(n):
        if i!=j and conf(V[i],V[j]): adj[i]|=1<<j
def bits(x):
    while x:
        b=x&-x; yield b.bit_length()-1; x^=b
def partition(c):
    order=[];ub=[];cl=[];tot=0
    left=c
    while left:
        j=left; q=0; h=0
        while j:
            v=(j&-j).bit_length()-1; j&=adj[v]; left&=~(1<<v); q|=1<<v; h=max(h,w[v]); order.append(v)
        tot+=h; cl.append((q,h))
        ub.extend([tot]*(len(order)-len(ub)))
    return order,ub,cl
def cover(c):
    # The weighted clique cover (core/src/army/cliquesearch.cpp): each clique's level is the
    # least residual weight among its members; members with nothing left are done, in order.
    res={}; order=[]; ub=[]; tot=0; left=c
    while left:
        j=left; mem=[]
        while j:
            v=(j&-j).bit_length()-1; j&=adj[v]; mem.append(v)
        y=min(res.get(v,w[v]) for v in mem); tot+=y
        for v in mem:
            res[v]=res.get(v,w[v])-y
            if res[v]<=0: left&=~(1<<v); order.append(v); ub.append(tot)
    return order,ub
def maxsat(cl, r):
    # Prefix bounds over the cliques cl (bitset, heaviest weight), built in order. While the
    # prefix bound passes r (the weight the node's army still has to beat), the newest clique t
    # is tested: each of its vertices v is set and propagated through the earlier cliques that
    # still have weight left (a clique left with one candidate forces it; one left with none is
    # a conflict). If every v meets a conflict, no army meets t and all cliques used, so the
    # bound drops by the least weight d left among them, and d is taken off each of them.
    res=[h for q,h in cl]; out=[]; tot=0
    for t,(q,h) in enumerate(cl):
        tot+=h
        while tot>r and res[t]>0:
            inv=1<<t; ok=True
            for v in bits(q):
                forb=adj[v]|(1<<v); used=0; conflict=False; changed=True
                while changed and not conflict:
                    changed=False
                    for s in range(t):
                        if res[s]<=0 or used>>s&1: continue
                        rem=cl[s][0]&~forb
                        if rem==0: conflict=True; used|=1<<s; break
                        if rem&(rem-1)==0:
                            u=rem.bit_length()-1; forb|=adj[u]|rem; used|=1<<s; changed=True
                if not conflict: ok=False; break
                inv|=used
            if not ok: break
            d=min(res[s] for s in bits(inv))
            if d<=0: break
            for s in bits(inv): res[s]-=d
            tot-=d
        out.append(tot)
    return out
nodes=0; best=0
def expand(c,wt,bound):
    # bound: 'plain' (the partition), 'ms' (with the MaxSAT reductions) or 'cover'
    global nodes,best
    nodes+=1
    if wt>best: best=wt
    if bound=='cover':
        order,ub=cover(c)
    else:
        order,ub,cl=partition(c)
    if bound=='ms' and order:
        pre=maxsat(cl,best-wt)
        ub=[]  # each vertex gets its clique's reduced prefix bound
        for t,(q,h) in enumerate(cl):
            ub.extend([pre[t]]*bin(q).count('1'))
    for i in range(len(order)-1,-1,-1):
        if wt+ub[i]<=best: return
        v=order[i]
        expand(c&~adj[v]&~(1<<v),wt+w[v],bound)
        c&=~(1<<v)
# The split by the bishops' diagonals: bishops are chosen first, in vertex order, as the
# engine's rookPhase chooses rooks; a bishop node is cut by its weight + 16 x the bishops the
# candidates can still hold (min(slash, back diagonals) per colour of cell) + the partition
# bound of the kings and knights left.
bishopBits=0; otherBits=0
for i,v in enumerate(V):
    if v[0]=='B': bishopBits|=1<<i
    else: otherBits|=1<<i
def bishopBound(bs):
    slash={0:set(),1:set()}; back={0:set(),1:set()}
    for i in bits(bs):
        r,f=V[i][1]; col=(r+f)&1; slash[col].add(r+f); back[col].add(r-f)
    return W['B']*sum(min(len(slash[c]),len(back[c])) for c in (0,1))
def bishopPhase(bs,others,wt):
    global nodes
    nodes+=1
    order,ub,cl=partition(others); ob=ub[-1] if ub else 0
    if wt+ob+bishopBound(bs)<=best: return
    expand(others,wt,'plain')
    while bs:
        if wt+ob+bishopBound(bs)<=best: return
        u=(bs&-bs).bit_length()-1; bs&=~(1<<u)
        bishopPhase(bs&~adj[u],others&~adj[u],wt+w[u])
try:
    start=int(sys.argv[4]) if len(sys.argv)>4 else 0
except ValueError:
    sys.exit('START must be a whole number')
for run in (['plain','ms'] if mode=='both' else [mode]):
    nodes=0; best=start; t0=time.process_time()
    if run=='bishops': bishopPhase(bishopBits,otherBits,0)
    elif run=='cover':
        print(N,M,'root bound: cover',cover((1<<n)-1)[1][-1],flush=True)
        expand((1<<n)-1,0,'cover')
    else:
        print(N,M,'root bound: partition',partition((1<<n)-1)[1][-1],flush=True)
        expand((1<<n)-1,0,run)
    print(N,M,run,'opt',best,'nodes',nodes,'cpu',round(time.process_time()-t0,2),flush=True)
