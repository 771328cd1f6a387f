import jax.numpy as jnp

from icesheet import Flowline, FlowlineGeometry


def main(years=40):
    x = jnp.linspace(0.0, 1.0, 101)
    bed = 400.0 - 1200.0 * x
    geometry = FlowlineGeometry(bed=bed, dx=float(x[1] - x[0]) * 500e3)
    thickness = jnp.maximum(2500.0 * jnp.sqrt(jnp.clip(0.85 - x, 0.0, None)), 0.0)
    smb = 0.3 - 0.6 * x
    return Flowline(geometry).evolve(thickness, smb, years)


if __name__ == "__main__":
    thickness, grounded_speed = main()
    print(f"mean grounded speed {float(grounded_speed[0]):.1f} -> {float(grounded_speed[-1]):.1f}")
