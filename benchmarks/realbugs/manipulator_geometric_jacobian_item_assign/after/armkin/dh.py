import jax.numpy as jnp


def dh_transform(a, alpha, d, theta):
    """Standard Denavit-Hartenberg link transform."""
    ct, st, ca, sa = jnp.cos(theta), jnp.sin(theta), jnp.cos(alpha), jnp.sin(alpha)
    return jnp.array([
        [ct, -st * ca, st * sa, a * ct],
        [st, ct * ca, -ct * sa, a * st],
        [0.0, sa, ca, d],
        [0.0, 0.0, 0.0, 1.0],
    ])


class DHRobot:
    """Serial manipulator of revolute joints described by (a, alpha, d) per link."""

    def __init__(self, links):
        self.links = tuple(links)

    @property
    def num_joints(self):
        return len(self.links)

    def frames(self, q):
        """Base frame followed by the frame after each joint, all in base coordinates."""
        T = jnp.eye(4)
        frames = [T]
        for (a, alpha, d), theta in zip(self.links, q):
            T = T @ dh_transform(a, alpha, d, theta)
            frames.append(T)
        return frames

    def end_effector(self, q):
        return self.frames(q)[-1][:3, 3]


def elbow_manipulator():
    return DHRobot([(0.0, jnp.pi / 2, 0.4), (0.35, 0.0, 0.0), (0.3, 0.0, 0.0)])
