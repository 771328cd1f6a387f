import jax

from sepnet.model import loss_fn


class Trainer:
    def __init__(self, clipper, lr=0.5):
        self.clipper = clipper
        self.lr = lr
        self.train_step = jax.jit(self._train_step)

    def _train_step(self, params, clip_state, mixture, target):
        loss, grads = jax.value_and_grad(loss_fn)(params, mixture, target)
        grads, clip_state, threshold = self.clipper(grads, clip_state)
        params = jax.tree_util.tree_map(lambda p, g: p - self.lr * g, params, grads)
        return params, clip_state, loss, threshold

    def fit(self, params, batches):
        clip_state = self.clipper.init()
        history = []
        for mixture, target in batches:
            params, clip_state, loss, threshold = self.train_step(params, clip_state, mixture, target)
            history.append((float(loss), float(threshold)))
        return params, clip_state, history
