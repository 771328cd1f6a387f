from features import feature_map, phi


def embed(x, t, num_features=3):
    features = feature_map(x.shape[0], num_features)
    return phi(features, x, t)
