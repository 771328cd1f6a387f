import equinox as eqx
import jax


class SegmentationTrainer:
    def __init__(self, criterion, lr=0.5):
        self.criterion = criterion
        self.lr = lr

    def loss(self, model, images, labels):
        logits = jax.vmap(model)(images)
        return self.criterion(logits, labels)

    @eqx.filter_jit
    def step(self, model, images, labels):
        loss, grads = eqx.filter_value_and_grad(self.loss)(model, images, labels)
        model = jax.tree_util.tree_map(lambda p, g: p - self.lr * g, model, grads)
        return model, loss
