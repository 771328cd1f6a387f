import numpy as np

from .advantages import lambda_returns, truncated_gae
from .networks import a2c_update, policy_and_value


class A2CLearner:
    def __init__(self, params, gamma=0.97, lambda_=0.9):
        self.params = params
        self.gamma = gamma
        self.lambda_ = lambda_

    def targets(self, trajectory):
        """Advantages and lambda-returns of a finished trajectory (bootstrapped from its last state's value)."""
        _, values = policy_and_value(self.params, trajectory["obs"])
        discounts = self.gamma * (1.0 - trajectory["done"])
        advantages = truncated_gae(trajectory["rewards"], discounts, self.lambda_, values)
        returns = lambda_returns(trajectory["rewards"], discounts, self.lambda_, values)
        return advantages, returns

    def learn(self, trajectory):
        advantages, returns = self.targets(trajectory)
        self.params, loss = a2c_update(self.params, trajectory["obs"][:-1], trajectory["actions"],
                                       advantages, returns)
        return float(loss)

    def act(self, obs, rng):
        probs, _ = policy_and_value(self.params, obs)
        probs = np.asarray(probs, np.float64)
        return int(rng.choice(len(probs), p=probs / probs.sum()))
