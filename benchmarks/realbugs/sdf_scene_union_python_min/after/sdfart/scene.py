from sdfart.shapes import union


class Scene:
    def __init__(self, *solids):
        self.solids = solids

    def distance(self, p):
        d = self.solids[0](p)
        for solid in self.solids[1:]:
            d = union(d, solid(p))
        return d
