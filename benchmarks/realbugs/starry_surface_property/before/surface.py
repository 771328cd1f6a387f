import jax.numpy as jnp


class Surface:
    def __init__(self, inc=jnp.pi / 2, obl=0.0, u=(), amplitude=1.0):
        self.inc = inc
        self.obl = obl
        self.u = jnp.asarray(u, dtype=float)
        self.amplitude = amplitude

    @property
    def is_limb_darkened(self):
        return self.u.size > 0 and jnp.any(self.u != 0)

    @property
    def sin_inc(self):
        return jnp.sin(self.inc)

    def intensity(self, mu):
        base = self.amplitude * jnp.ones_like(mu)
        if self.is_limb_darkened:  # expect: JXL101
            terms = sum(c * (1 - mu) ** (n + 1) for n, c in enumerate(self.u))
            return base * (1 - terms)
        return base

    def projected_flux(self, mu):
        return self.sin_inc * jnp.trapezoid(self.intensity(mu) * mu, mu)
