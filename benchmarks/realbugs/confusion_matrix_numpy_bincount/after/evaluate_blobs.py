import jax
import jax.numpy as jnp

from digitcls.evaluator import Evaluator
from digitcls.metrics import per_class_recall

CENTRES = jnp.array([[2.0, 0.0], [-2.0, 0.0], [0.0, 2.0]])


def apply_fn(params, x):
    return x @ params["w"] + params["b"]


def main(num_batches=4, batch_size=50):
    key = jax.random.PRNGKey(0)
    params = {"w": CENTRES.T, "b": -0.5 * jnp.sum(CENTRES ** 2, axis=1)}
    batches = []
    for _ in range(num_batches):
        key, label_key, noise_key = jax.random.split(key, 3)
        labels = jax.random.randint(label_key, (batch_size,), 0, 3)
        batches.append((CENTRES[labels] + 0.8 * jax.random.normal(noise_key, (batch_size, 2)), labels))
    matrix = Evaluator(apply_fn, num_classes=3).evaluate(params, batches)
    return matrix, per_class_recall(matrix)


if __name__ == "__main__":
    confusion, recall = main()
    print(confusion)
    print("recall per class:", recall)
