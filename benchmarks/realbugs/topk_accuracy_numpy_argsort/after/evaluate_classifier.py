import jax

from imgeval.evaluator import Evaluator
from imgeval.metrics import cross_entropy
from imgeval.model import ConvFreeClassifier

NUM_CLASSES, SHAPE = 20, (8, 8)


def make_images(key, prototypes, n):
    k_label, k_noise = jax.random.split(key)
    labels = jax.random.randint(k_label, (n,), 0, NUM_CLASSES)
    return prototypes[labels] + 3.0 * jax.random.normal(k_noise, (n, *SHAPE)), labels


def main(num_steps=150, batch_size=64):
    key = jax.random.PRNGKey(0)
    k_proto, k_train, k_test, k_init = jax.random.split(key, 4)
    prototypes = jax.random.normal(k_proto, (NUM_CLASSES, *SHAPE))
    x_train, y_train = make_images(k_train, prototypes, 4096)
    x_test, y_test = make_images(k_test, prototypes, 1024)
    model = ConvFreeClassifier(SHAPE, NUM_CLASSES)
    params = model.init(k_init)

    @jax.jit
    def train_step(params, images, labels):
        grads = jax.grad(lambda p: cross_entropy(model.apply(p, images), labels))(params)
        return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)

    for step in range(num_steps):
        start = (step * batch_size) % x_train.shape[0]
        params = train_step(params, x_train[start:start + batch_size], y_train[start:start + batch_size])
    test_batches = [(x_test[i:i + 256], y_test[i:i + 256]) for i in range(0, 1024, 256)]
    results = Evaluator(model, ks=(1, 5)).evaluate(params, test_batches)
    print(", ".join(f"{name} {value:.3f}" for name, value in results.items()))
    return results


if __name__ == "__main__":
    main()
