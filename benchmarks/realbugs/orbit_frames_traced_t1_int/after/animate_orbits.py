from functools import partial

import jax
import jax.numpy as jnp

from orbitviz.frames import sample_orbit


def main():
    state0 = jnp.array([1.0, 0.0, 0.0, 1.1])
    durations = jnp.array([2.0, 4.0, 6.0])
    render = jax.jit(jax.vmap(partial(sample_orbit, mu=1.0, n_frames=181, substeps=4),
                              in_axes=(None, 0)))
    return render(state0, durations)


if __name__ == "__main__":
    tracks = main()
    print(tracks.shape, tracks[:, -1])
