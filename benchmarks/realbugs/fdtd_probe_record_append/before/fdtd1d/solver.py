import jax

from fdtd1d.fields import empty_grid
from fdtd1d.sources import gaussian_pulse


class FDTDSolver:
    """1D free-space FDTD (Ex, Hy) with a soft Gaussian source and Mur-like absorbing ends."""

    def __init__(self, n_cells=200, source_cell=100, courant=0.5, probes=()):
        self.n_cells = n_cells
        self.source_cell = source_cell
        self.courant = courant
        self.probes = list(probes)
        self.step = jax.jit(self._step)

    def _step(self, fields, t):
        ex, hy, low, high = fields
        ex = ex.at[1:].add(self.courant * (hy[:-1] - hy[1:]))
        ex = ex.at[self.source_cell].add(gaussian_pulse(t))
        ex = ex.at[0].set(low[0]).at[-1].set(high[0])
        low = low.at[0].set(low[1]).at[1].set(ex[1])
        high = high.at[0].set(high[1]).at[1].set(ex[-2])
        hy = hy.at[:-1].add(self.courant * (ex[:-1] - ex[1:]))
        for probe in self.probes:
            probe.record(ex[probe.cell])
        return fields._replace(ex=ex, hy=hy, boundary_low=low, boundary_high=high)

    def run(self, n_steps):
        fields = empty_grid(self.n_cells)
        for t in range(n_steps):
            fields = self.step(fields, float(t))
        return fields
