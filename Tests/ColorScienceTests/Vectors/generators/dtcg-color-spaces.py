# Generates dtcg-color-spaces.csv with coloraide 8.13.1 (pip install coloraide==8.13.1).
# Columns: DTCG components (hsl/hwb saturation, lightness, whiteness, blackness 0-100), coloraide's
# sRGB (in-gamut rows: exact conversion; gamut-mapped rows: fit(method="minde-chroma", pspace=
# "oklch", jnd=0.02), for reference), unclipped linear sRGB, and the origin's OKLCH.
from coloraide import Color
spaces = ["srgb","srgb-linear","hsl","hwb","lab","lch","oklab","oklch","display-p3","a98-rgb","prophoto-rgb","rec2020","xyz-d65","xyz-d50"]
scale = {"hsl":[1,100,100],"hwb":[1,100,100]}
seeds = ["#ff6b6b","#4ecdc4","#1a1d1f","#ffe66d","#808080","#6c5ce7","#ffffff","#000000","#2d3436","#00b894"]
def comps(c, space):
    v = c.convert(space).coords(nans=False)
    s = scale.get(space,[1,1,1])
    return [x*k for x,k in zip(v,s)]
rows=[]
for space in spaces:
    for hexv in seeds:
        c = Color(hexv)
        cs = comps(c, space)
        back = Color(space, [x/k for x,k in zip(cs, scale.get(space,[1,1,1]))]).convert("srgb").coords(nans=False)
        lin = Color(space, [x/k for x,k in zip(cs, scale.get(space,[1,1,1]))]).convert("srgb-linear").coords(nans=False)
        ok = Color(space, [x/k for x,k in zip(cs, scale.get(space,[1,1,1]))]).convert("oklch").coords(nans=False)
        rows.append((space, cs, back, lin, ok, "in-gamut", hexv))
wide = {
 "display-p3":[[1,0,0],[0,1,0],[0.1,0.3,0.95]],
 "a98-rgb":[[0,1,0],[1,0,0.5]],
 "prophoto-rgb":[[0.2,0.8,0.3],[0.9,0.1,0.1]],
 "rec2020":[[0,1,0],[1,0,0],[0.05,0.1,0.95]],
 "lab":[[50,100,-100],[85,-90,80]],
 "lch":[[60,120,30],[40,90,280]],
 "oklab":[[0.7,0.3,0.1]],
 "oklch":[[0.7,0.35,145],[0.5,0.3,260]],
 "xyz-d65":[[0.3,0.6,0.1]],
 "xyz-d50":[[0.5,0.2,0.05]],
 "srgb-linear":[[1.2,0.2,-0.1]],
}
for space, lst in wide.items():
    for cs in lst:
        c = Color(space, [x/k for x,k in zip(cs, scale.get(space,[1,1,1]))])
        if c.in_gamut("srgb"): print("in gamut", space, cs); continue
        m = c.clone().fit("srgb", method="minde-chroma", pspace="oklch", jnd=0.02).coords()
        lin = c.convert("srgb-linear").coords(nans=False)
        ok = c.convert("oklch").coords(nans=False)
        rows.append((space, cs, m, lin, ok, "gamut-mapped", ""))
with open("dtcg-color-spaces.csv","w") as f:
    f.write("space,c0,c1,c2,srgb_r,srgb_g,srgb_b,lin_r,lin_g,lin_b,oklch_l,oklch_c,oklch_h,kind,seed\n")
    for space, cs, out, lin, ok, kind, seed in rows:
        f.write(",".join([space]+["%.12g"%x for x in cs]+["%.10f"%x for x in out]+["%.10f"%x for x in lin]+["%.10f"%x for x in ok]+[kind, seed])+"\n")
print(len(rows))
