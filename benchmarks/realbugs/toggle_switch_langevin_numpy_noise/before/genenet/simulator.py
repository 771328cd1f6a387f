import jax

from genenet.noise import wiener_increments


class EulerMaruyama:
    """Fixed-step Euler-Maruyama integration of a chemical Langevin equation."""

    def __init__(self, model, dt=0.01, n_steps=500):
        self.model = model
        self.dt = dt
        self.n_steps = n_steps
        self.simulate = jax.jit(self._simulate)

    def _step(self, x, _):
        dw = wiener_increments(x.shape, self.dt)
        x = x + self.model.drift(x) * self.dt + self.model.diffusion(x) * dw
        return x, x

    def _simulate(self, x0, key):
        del key  # the increments come from the global NumPy generator
        _, path = jax.lax.scan(self._step, x0, None, length=self.n_steps)
        return path
