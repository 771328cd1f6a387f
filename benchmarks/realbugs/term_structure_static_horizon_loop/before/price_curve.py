from svterm import SVParams, TermStructure


def main():
    curve = TermStructure(SVParams(), strike=12.0)
    return curve, dict(zip([4, 8, 12, 16, 20], curve.prices([4, 8, 12, 16, 20])))


if __name__ == "__main__":
    _, prices = main()
    for n, price in prices.items():
        print(f"n={n:3d}  C={price:.4f}")
