import jax


class Actor:
    """Runs the current Q-network in the environment for a fixed number of steps, jitted end to end."""

    def __init__(self, env, qnet, policy, num_steps):
        self.env = env
        self.qnet = qnet
        self.policy = policy
        self.num_steps = num_steps
        self.rollout = jax.jit(self._rollout)

    def _rollout(self, params, key):
        def body(position, step_key):
            q_values = self.qnet(params, self.env.observe(position))
            action = self.policy.select(q_values, step_key)
            next_position, reward = self.env.step(position, action)
            return next_position, (action, reward)

        _, (actions, rewards) = jax.lax.scan(body, self.env.reset(), jax.random.split(key, self.num_steps))
        return actions, rewards
