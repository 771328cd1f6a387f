import jax.numpy as jnp


class MultiStepLR:
    """Decays the learning rate by `gamma` at every milestone step (torch's MultiStepLR, as a step -> lr function)."""

    def __init__(self, base_lr, milestones, gamma=0.1):
        self.base_lr = base_lr
        self.milestones = sorted(milestones)
        self.gamma = gamma

    def __call__(self, step):
        passed = jnp.sum(step >= jnp.asarray(self.milestones))
        return self.base_lr * self.gamma ** passed
