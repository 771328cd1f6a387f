import jax
import jax.numpy as jnp


class Pendulum:
    def __init__(self, c=4 * jnp.pi ** 2, dt=1e-3):
        self.c = c
        self.dt = dt
        self.simulate = jax.jit(self._simulate, static_argnums=2)

    def _simulate(self, x0, v0, n):
        tab_x = jnp.zeros(n)
        tab_v = jnp.zeros(n)

        def body(i, carry):
            x, v, tab_x, tab_v = carry
            x = x + v * self.dt
            v = v - self.c * jnp.sin(x) * self.dt
            tab_x.at[i].set(x)  # expect: JXL302
            tab_v.at[i].set(v)  # expect: JXL302
            return x, v, tab_x, tab_v

        _, _, tab_x, tab_v = jax.lax.fori_loop(0, n, body, (x0, v0, tab_x, tab_v))
        return tab_x, tab_v
