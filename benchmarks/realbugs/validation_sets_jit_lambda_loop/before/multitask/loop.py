import jax


def make_train_step(model, learning_rate):
    def train_step(params, x, y):
        loss, grads = jax.value_and_grad(model.loss)(params, x, y)
        return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads), loss

    return jax.jit(train_step)


class Validator:
    """Loss of the current parameters on each named validation set."""

    def __init__(self, model, datasets):
        self.model = model
        self.datasets = datasets

    def evaluate(self, params):
        results = {}
        for name, (x, y) in self.datasets.items():
            loss_fn = jax.jit(lambda p: self.model.loss(p, x, y))  # expect: JXL501
            results[name] = float(loss_fn(params))
        return results


def fit(train_step, validator, params, train_batches, num_epochs):
    history = []
    for _ in range(num_epochs):
        for x, y in train_batches:
            params, _ = train_step(params, x, y)
        history.append(validator.evaluate(params))
    return params, history
