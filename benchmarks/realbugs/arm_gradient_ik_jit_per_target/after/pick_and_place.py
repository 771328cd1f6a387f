import jax.numpy as jnp

from usearm.arm import RobotArm
from usearm.ik import GradientIK
from usearm.serial_link import send

WAYPOINTS = [(10.0, 5.0, 8.0), (8.0, -6.0, 4.0), (14.0, 0.0, 10.0)]


def main():
    ik = GradientIK(RobotArm())
    angles = jnp.array([0.0, 0.6, -0.6])
    errors = []
    for point in WAYPOINTS:
        target = jnp.array(point)
        angles = ik.solve(target, angles)
        errors.append(float(ik.error(angles, target)))
        send(angles)
    return ik, angles, errors


if __name__ == "__main__":
    main()
