import jax
import jax.numpy as jnp

from chaos.lorenz import lorenz, rk4_step


class EnsembleRunner:
    def __init__(self, rhs=lorenz):
        self.rhs = rhs
        self._simulate = jax.jit(self.simulate, static_argnames=("n_steps",))

    def trajectory(self, y0, times):
        dt = times[1] - times[0]
        buffer = jnp.zeros((times.shape[0], y0.shape[0])).at[0].set(y0)

        def body(i, traj):
            return traj.at[i].set(rk4_step(self.rhs, traj[i - 1], dt))

        return jax.lax.fori_loop(1, times.shape[0], body, buffer)

    def simulate(self, y0s, t_end, n_steps):
        times = jnp.linspace(0.0, t_end, n_steps)
        return times, jax.vmap(self.trajectory, in_axes=(0, None))(y0s, times)

    def run(self, y0s, t_end, n_steps):
        return self._simulate(y0s, t_end, n_steps=n_steps)
