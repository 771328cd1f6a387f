import jax.numpy as jnp

from grains.simulation import Simulation
from grains.state import System, grid_of_grains


def main(n_side=4, n_frames=40):
    system = System(dt=1e-3, stiffness=2e3, damping=2.0, gravity=9.81, box=1.0)
    frames = Simulation(system).run(grid_of_grains(n_side), n_frames)
    final = frames[-1]
    kinetic = float(0.5 * jnp.sum(final.mass[:, None] * final.vel ** 2))
    print(f"lowest grain at {float(final.pos[:, 1].min()):.3f}, kinetic energy {kinetic:.4f}")
    return final


if __name__ == "__main__":
    main()
