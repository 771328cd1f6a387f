from svpricing import CallPricer, StochasticVolatility


def main(num_paths=200_000):
    pricer = CallPricer(StochasticVolatility(), strike=100.0, num_periods=20)
    return pricer, pricer.price(num_paths)


if __name__ == "__main__":
    _, price = main()
    print(f"call price {float(price):.2f}")
