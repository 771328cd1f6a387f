"""Drop the foot on a slightly tilted plane and report where it settles."""
import jax.numpy as jnp

from legsim import PlaneGround, simulate


def main():
    ground = PlaneGround.build(0.05, normal=(0.1, 0.0, 1.0))
    pos, vel = simulate(ground, jnp.array([0.0, 0.0, 0.3]), jnp.zeros(3))
    print("settled at", pos, "speed", jnp.linalg.norm(vel))


if __name__ == "__main__":
    main()
