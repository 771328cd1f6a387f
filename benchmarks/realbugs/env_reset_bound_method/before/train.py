import jax

from env import PointMass

env = PointMass()
reset_fn = jax.jit(env.reset)
step_fn = jax.jit(env.step)


def rollout(seed, actions):
    state = reset_fn(jax.random.PRNGKey(seed))
    for action in actions:
        state = step_fn(state, action)
    return state
