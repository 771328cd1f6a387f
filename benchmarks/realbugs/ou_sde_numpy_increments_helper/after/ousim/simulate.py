from functools import partial

import jax

from ousim.dynamics import euler_maruyama_step


@partial(jax.jit, static_argnames=("n_steps",))
def simulate_paths(key, x0, theta, mu, chol, dt, n_steps):
    def body(x, step_key):
        return euler_maruyama_step(step_key, x, theta, mu, chol, dt), None

    x, _ = jax.lax.scan(body, x0, jax.random.split(key, n_steps))
    return x
