import jax
import jax.numpy as jnp

from cartdqn_jax.agent import collect_step
from cartdqn_jax.replay import initialize_empty


def main(steps=40):
    params = {"w": 0.1 * jax.random.normal(jax.random.PRNGKey(0), (4, 2))}
    buffer = initialize_empty(64, 4)
    obs = jnp.ones(4)
    step = jax.jit(collect_step)
    key = jax.random.PRNGKey(1)
    for _ in range(steps):
        key, step_key = jax.random.split(key)
        buffer, obs = step(params, buffer, obs, step_key)
    return buffer


if __name__ == "__main__":
    print(int(main().index))
