import jax.numpy as jnp

from armkin.control import ResolvedRateController
from armkin.dh import elbow_manipulator


def main(num_waypoints=20, steps_per_waypoint=25):
    robot = elbow_manipulator()
    controller = ResolvedRateController(robot)
    q = jnp.array([0.1, 0.6, -1.0])
    start = robot.end_effector(q)
    goal = start + jnp.array([0.0, 0.15, 0.1])
    errors = []
    for s in jnp.linspace(0.0, 1.0, num_waypoints):
        target = start + s * (goal - start)
        for _ in range(steps_per_waypoint):
            q = controller.step(q, target)
        errors.append(float(jnp.linalg.norm(robot.end_effector(q) - target)))
    print(f"max tracking error along the line: {max(errors):.2e} m")
    return robot, q, errors


if __name__ == "__main__":
    main()
