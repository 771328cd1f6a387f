import jax.numpy as jnp

from astrodyn import TransferPlanner


def main():
    planner = TransferPlanner(parking_radius=6378.0 + 300.0)
    targets = jnp.array([6378.0 + 800.0, 6378.0 + 20200.0, 42164.0])
    return planner.delta_v(targets)


if __name__ == "__main__":
    print(main())
