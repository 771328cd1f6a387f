import jax.numpy as jnp

from simkit import TrajectoryRecorder, simulate


def main(num_steps=4):
    recorder = TrajectoryRecorder()
    final, _ = simulate(jnp.array([0.5, 0.0]), 0.01, num_steps, 9.81, 1.0, recorder)
    return final, recorder


if __name__ == "__main__":
    final, recorder = main()
    print(final, len(recorder.frames))
