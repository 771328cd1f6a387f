from popgen import WrightFisher, rng


def main(seed=0, n_generations=50):
    rng.seed(seed)
    model = WrightFisher(population_size=200, selection=0.02)
    return model.simulate(0.1, n_replicates=20, n_generations=n_generations)


if __name__ == "__main__":
    history = main()
    print("fixed:", int((history[-1] == 1.0).sum()), "lost:", int((history[-1] == 0.0).sum()))
