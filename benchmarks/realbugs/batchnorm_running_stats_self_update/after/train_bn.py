import jax

from normnet.model import ImageClassifier


def main():
    k1, k2, k3 = jax.random.split(jax.random.key(0), 3)
    model = ImageClassifier(in_dim=12, hidden=16, num_classes=3)
    params = model.init(k1)
    stats = model.norm.init_stats()
    x = jax.random.normal(k2, (32, 12)) * 3.0 + 1.0
    labels = jax.random.randint(k3, (32,), 0, 3)
    losses = []
    for _ in range(3):
        params, stats, loss = model._train_step(params, stats, x, labels)
        losses.append(float(loss))
    return losses, model._eval_step(params, stats, x[:4])


if __name__ == "__main__":
    print(main())
