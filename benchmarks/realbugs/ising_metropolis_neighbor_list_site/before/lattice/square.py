class SquareLattice:
    """An L x L periodic square lattice, sites numbered row by row."""

    def __init__(self, size):
        self.size = size
        self.n_sites = size * size
        self.neighbors = [self._neighbors_of(site) for site in range(self.n_sites)]

    def _neighbors_of(self, site):
        row, col = divmod(site, self.size)
        up = ((row - 1) % self.size) * self.size + col
        down = ((row + 1) % self.size) * self.size + col
        left = row * self.size + (col - 1) % self.size
        right = row * self.size + (col + 1) % self.size
        return [up, down, left, right]
