import jax
import jax.numpy as jnp

from armgym import ActionRepeat, ReacherEnv

env = ActionRepeat(ReacherEnv(), repeat=2)
step = jax.jit(env.step)


def run(num_steps=5):
    state = env.reset()
    for i in range(num_steps):
        action = jnp.sin(i * jnp.pi / 15 + jnp.arange(2) * jnp.pi)
        state = step(state, action)
    return state.reward
