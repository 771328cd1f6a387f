import jax

from evalkit.evaluator import Evaluator
from evalkit.model import SoftmaxClassifier

NUM_CLASSES, NUM_FEATURES = 10, 16


def make_dataset(key, n):
    center_key, x_key, label_key = jax.random.split(key, 3)
    centers = jax.random.normal(center_key, (NUM_CLASSES, NUM_FEATURES))
    labels = jax.random.randint(label_key, (n,), 0, NUM_CLASSES)
    return centers[labels] + 1.5 * jax.random.normal(x_key, (n, NUM_FEATURES)), labels


def main(num_steps=200):
    data_key, init_key = jax.random.split(jax.random.PRNGKey(0))
    x, labels = make_dataset(data_key, 512)
    model = SoftmaxClassifier(NUM_FEATURES, NUM_CLASSES)
    params = model.init(init_key)
    grad_fn = jax.jit(jax.grad(model.loss))
    for _ in range(num_steps):
        params = jax.tree_util.tree_map(lambda p, g: p - 0.5 * g, params, grad_fn(params, x, labels))
    scores = Evaluator(model).evaluate(params, x, labels)
    print(scores)
    return scores


if __name__ == "__main__":
    main()
