import jax
import jax.numpy as jnp

from reachenv.base import ReachEnv
from reachenv.curriculum import CurriculumWrapper


def main(num_steps=320):
    env = CurriculumWrapper(ReachEnv(), steps_per_level=100)
    step = jax.jit(env.step)
    state = env.reset(jax.random.PRNGKey(0))
    for _ in range(num_steps):
        action = jnp.sign(state.goal - state.position)
        state = step(state, action)
    return env, state


if __name__ == "__main__":
    env, state = main()
    print(float(jnp.linalg.norm(state.goal)))
