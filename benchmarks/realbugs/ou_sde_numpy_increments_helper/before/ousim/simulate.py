from functools import partial

import jax

from ousim.dynamics import euler_maruyama_step


@partial(jax.jit, static_argnames=("n_steps",))
def simulate_paths(x0, theta, mu, chol, dt, n_steps):
    def body(_, x):
        return euler_maruyama_step(x, theta, mu, chol, dt)

    return jax.lax.fori_loop(0, n_steps, body, x0)
