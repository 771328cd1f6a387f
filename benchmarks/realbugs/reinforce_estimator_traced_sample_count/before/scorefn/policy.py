import jax


class SoftmaxBanditPolicy:
    """A softmax policy over a few actions, trained by stochastic gradient ascent on the expected reward."""

    def __init__(self, estimator, reward_table, learning_rate=0.5, samples_per_step=256):
        self.estimator = estimator
        self.reward_table = reward_table
        self.learning_rate = learning_rate
        self.samples_per_step = samples_per_step

    def train(self, logits, num_steps, seed=0):
        key = jax.random.PRNGKey(seed)
        for _ in range(num_steps):
            key, step_key = jax.random.split(key)
            grad = self.estimator.estimate(step_key, logits, self.reward_table, self.samples_per_step)
            logits = logits + self.learning_rate * grad
        return logits
