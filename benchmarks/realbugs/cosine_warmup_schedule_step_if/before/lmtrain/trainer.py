import jax

from lmtrain.model import mse_loss


class Trainer:
    def __init__(self, optimizer):
        self.optimizer = optimizer
        self.train_step = jax.jit(self._train_step)

    def _train_step(self, params, opt_state, x, y):
        loss, grads = jax.value_and_grad(mse_loss)(params, x, y)
        params, opt_state, lr = self.optimizer.update(grads, opt_state, params)
        return params, opt_state, loss, lr

    def fit(self, params, batches):
        opt_state = self.optimizer.init(params)
        losses, lrs = [], []
        for x, y in batches:
            params, opt_state, loss, lr = self.train_step(params, opt_state, x, y)
            losses.append(float(loss))
            lrs.append(float(lr))
        return params, losses, lrs
