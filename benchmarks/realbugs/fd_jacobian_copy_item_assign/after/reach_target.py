import jax.numpy as jnp

from softarm.inverse import damped_newton_step
from softarm.kinematics import tip_position


def main():
    curvatures = jnp.array([0.3, 0.2, 0.1])
    target = jnp.array([1.8, 1.0])
    for _ in range(30):
        curvatures, _ = damped_newton_step(curvatures, target, segment_length=0.8)
    return float(jnp.linalg.norm(tip_position(curvatures, 0.8) - target))


if __name__ == "__main__":
    print(main())
