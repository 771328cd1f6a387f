import jax
import jax.numpy as jnp

from pointenv.env import PointMass
from pointenv.wrappers import FrameStacking


def main(num_steps=6, num_frames=4):
    env = FrameStacking(PointMass(), num_frames)
    step = jax.jit(env.step)
    state, stacked = env.reset(jax.random.PRNGKey(0))
    history = [stacked]
    for _ in range(num_steps):
        state, stacked = step(state, jnp.array([1.0, -0.5]))
        history.append(stacked)
    return history


if __name__ == "__main__":
    frames = main()
    print("last stacked observation:\n", frames[-1])
