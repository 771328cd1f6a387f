"""A correlation point tracker: per-frame features, query features from the query frame, soft-argmax tracks."""

import jax
import jax.numpy as jnp


def init_params(key, channels, feature_dim):
    return {"projection": jax.random.normal(key, (channels, feature_dim)) / jnp.sqrt(channels)}


def frame_features(params, frames):
    features = frames @ params["projection"]
    return features / (jnp.linalg.norm(features, axis=-1, keepdims=True) + 1e-6)


def track_one_point(features, grid, query):
    frame_index, row, col = query[0].astype(jnp.int32), query[1].astype(jnp.int32), query[2].astype(jnp.int32)
    query_feature = features[frame_index, row, col]
    similarity = jnp.einsum("thwc,c->thw", features, query_feature)
    flat = jax.nn.softmax(20.0 * similarity.reshape(similarity.shape[0], -1), axis=-1)
    positions = flat @ grid.reshape(-1, 2)
    visible = jnp.max(similarity.reshape(similarity.shape[0], -1), axis=-1) > 0.5
    return positions, visible


def track_points(params, frames, query_points):
    features = frame_features(params, frames)
    rows, cols = jnp.meshgrid(jnp.arange(frames.shape[1]), jnp.arange(frames.shape[2]), indexing="ij")
    grid = jnp.stack([rows, cols], axis=-1).astype(jnp.float32)
    return jax.vmap(track_one_point, in_axes=(None, None, 0))(features, grid, query_points)
