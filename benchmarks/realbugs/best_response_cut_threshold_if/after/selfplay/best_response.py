"""Best responses against a fixed mixed strategy of the other player."""

import jax.numpy as jnp


class BestResponse:
    """The value of the best pure reply of `player` to `opponent_policy`.

    Opponent actions played with probability at most `cut_threshold` are pruned from the expectation, as in
    tree-search best responders, which skip branches that cannot matter.
    """

    def __init__(self, payoffs, player, opponent_policy, cut_threshold):
        self.payoffs = payoffs if player == 0 else -payoffs.T
        self.opponent_policy = opponent_policy
        self.cut_threshold = cut_threshold

    def q_value(self, action):
        value = 0.0
        for opponent_action, prob in enumerate(self.opponent_policy):
            kept = jnp.where(prob > self.cut_threshold, prob, 0.0)
            value = value + kept * self.payoffs[action, opponent_action]
        return value

    def value(self):
        return jnp.max(jnp.stack([self.q_value(a) for a in range(self.payoffs.shape[0])]))
