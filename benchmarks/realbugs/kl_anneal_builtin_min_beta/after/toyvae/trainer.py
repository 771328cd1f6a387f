import jax

from toyvae.losses import annealed_loss


class VAETrainer:
    def __init__(self, annealer, lr=1e-2):
        self.annealer = annealer
        self.lr = lr
        self.train_step = jax.jit(self._train_step)

    def _train_step(self, params, x, key, step):
        beta = self.annealer(step)
        (loss, (recon, kl)), grads = jax.value_and_grad(annealed_loss, has_aux=True)(params, x, key, beta)
        params = jax.tree_util.tree_map(lambda p, g: p - self.lr * g, params, grads)
        return params, {"loss": loss, "recon": recon, "kl": kl, "beta": beta}

    def fit(self, params, data, key, num_steps):
        history = []
        for step in range(num_steps):
            key, step_key = jax.random.split(key)
            params, metrics = self.train_step(params, data, step_key, step)
            history.append({name: float(value) for name, value in metrics.items()})
        return params, history
