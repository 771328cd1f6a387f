class DirichletEdges:
    """Fixed temperatures on the four edges of the plate (row -1 is the top)."""

    def __init__(self, top=100.0, left=0.0, bottom=0.0, right=0.0):
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right

    def apply(self, u):
        u = u.at[-1, :].set(self.top)

        u = u.at[:, 0].set(self.left)
        u = u.at[0, 1:].set(self.bottom)
        u = u.at[:, -1].set(self.right)
        return u
