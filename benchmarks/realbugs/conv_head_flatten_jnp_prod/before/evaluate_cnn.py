import jax

from smallcnn.model import ConvClassifier, Evaluator


def main():
    model = ConvClassifier()
    params = model.init(jax.random.PRNGKey(0))
    k_img, k_lab = jax.random.split(jax.random.PRNGKey(1))
    images = jax.random.normal(k_img, (16, 8, 8, 1))
    labels = jax.random.randint(k_lab, (16,), 0, 10)
    return Evaluator(model).accuracy(params, images, labels)


if __name__ == "__main__":
    print(main())
