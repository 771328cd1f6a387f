import jax
import jax.numpy as jnp


class Simulation:
    """1-D Yee scheme: a Gaussian pulse launched at `source_cell`, the field recorded at `probe_cell`."""

    def __init__(self, grid, pml, source_cell, probe_cell, n_steps):
        self.grid = grid
        self.pml = pml
        self.source_cell = source_cell
        self.probe_cell = probe_cell
        self.n_steps = n_steps

    def pulse(self, step):
        return jnp.exp(-(((step - 60.0) / 15.0) ** 2))

    def probe_trace(self, permittivity):
        loss = self.pml.loss_profile(self.grid)
        ca = (1.0 - loss) / (1.0 + loss)
        cb = self.grid.courant / permittivity / (1.0 + loss)

        def step(fields, n):
            e, h = fields
            h = h + self.grid.courant * (e[1:] - e[:-1])
            curl = jnp.zeros_like(e).at[1:-1].set(h[1:] - h[:-1])
            e = (ca * e + cb * curl).at[self.source_cell].add(self.pulse(n))
            return (e, h), e[self.probe_cell]

        init = (jnp.zeros(self.grid.n_cells), jnp.zeros(self.grid.n_cells - 1))
        _, trace = jax.lax.scan(step, init, jnp.arange(self.n_steps, dtype=jnp.float32))
        return trace

    def transmitted_energy(self, permittivity):
        return jnp.sum(self.probe_trace(permittivity) ** 2)
