"""Roll a fixed walk-right policy through the corridor and count finished episodes."""

import jax
import jax.numpy as jnp

from jaxenvs import Corridor, EnvParams


def main(num_steps=20):
    env = Corridor(length=5)
    params = EnvParams(max_steps_in_episode=jnp.asarray(50), step_penalty=jnp.asarray(0.01))
    key = jax.random.PRNGKey(0)
    key, key_reset = jax.random.split(key)
    _, state = env.reset(key_reset, params)
    dones, positions = [], []
    for _ in range(num_steps):
        key, key_step = jax.random.split(key)
        _, state, _, done = env.step(key_step, state, jnp.asarray(1), params)
        dones.append(bool(done))
        positions.append(int(state.position))
    return dones, positions


if __name__ == "__main__":
    dones, positions = main()
    print(sum(dones), "episodes;", positions)
