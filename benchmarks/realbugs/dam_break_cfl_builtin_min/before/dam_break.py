import jax.numpy as jnp

from swe import RusanovScheme, WaterColumn


def main(n_steps=150, cells=200):
    x = (jnp.arange(cells) + 0.5) / cells
    depth = jnp.where(x < 0.5, 2.0, 1.0)
    scheme = RusanovScheme(dx=1.0 / cells)
    state, volume = scheme.evolve(WaterColumn(depth, jnp.zeros(cells), jnp.array(0.0)), n_steps)
    return state, volume


if __name__ == "__main__":
    state, volume = main()
    print(f"t = {float(state.time):.4f}, volume {float(volume[0]):.5f} -> {float(volume[-1]):.5f}")
