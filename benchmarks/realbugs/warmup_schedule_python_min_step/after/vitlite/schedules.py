import jax.numpy as jnp


class LinearWarmup:
    """Ramp the learning rate from init_lr to peak_lr over warmup_steps, then hold it."""

    def __init__(self, init_lr, peak_lr, warmup_steps):
        self.init_lr = init_lr
        self.peak_lr = peak_lr
        self.warmup_steps = warmup_steps

    def __call__(self, step):
        # the step is traced inside the compiled update: take the minimum with jnp, not Python's min()
        ramp = self.init_lr + (self.peak_lr - self.init_lr) * step / self.warmup_steps
        return jnp.minimum(self.peak_lr, ramp)
