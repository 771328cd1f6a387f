import jax.numpy as jnp


class AdaptiveKLController:
    """Keeps the policy's KL to the reference model near a target by rescaling the penalty coefficient."""

    def __init__(self, target, high=1.5, factor=2.0):
        self.target = target
        self.high = high
        self.factor = factor

    def next_beta(self, beta, kl):
        if kl > self.high * self.target:  # expect: JXL101
            beta = beta * self.factor
        elif kl < self.target / self.high:  # expect: JXL101
            beta = beta / self.factor
        print(f"kl={kl:.4f} beta={beta:.4f}")  # expect: JXL201
        return jnp.asarray(beta)
