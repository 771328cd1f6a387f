import jax
import jax.numpy as jnp


class GreedyController:
    """Moves a two-joint arm by the increment of the action with the highest Q value."""

    def __init__(self, qnet, action_map):
        self.qnet = qnet
        self.action_map = action_map
        self._control = jax.jit(self.control)

    def control(self, params, joints, target):
        obs = jnp.concatenate([joints, target - joints])
        action = jnp.argmax(self.qnet(params, obs))
        return joints + self.action_map[action]

    def rollout(self, params, joints, target, steps):
        trajectory = [joints]
        for _ in range(steps):
            joints = self._control(params, joints, target)
            trajectory.append(joints)
        return jnp.stack(trajectory)
