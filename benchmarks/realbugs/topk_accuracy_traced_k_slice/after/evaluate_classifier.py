import jax

from imgeval.evaluator import Evaluator
from imgeval.model import PatchClassifier


def make_batches(key, num_batches, batch_size=50, image_size=16, num_classes=10):
    batches = []
    for batch_key in jax.random.split(key, num_batches):
        image_key, label_key = jax.random.split(batch_key)
        images = jax.random.uniform(image_key, (batch_size, image_size, image_size))
        batches.append((images, jax.random.randint(label_key, (batch_size,), 0, num_classes)))
    return batches


def main():
    model = PatchClassifier(image_size=16, num_classes=10)
    params = model.init(jax.random.PRNGKey(0))
    return Evaluator(model, ks=(1, 5)).evaluate(params, make_batches(jax.random.PRNGKey(1), 4))


if __name__ == "__main__":
    print(main())
